/**
 * The navigation click (spec §2): a short square-wave blip synthesised with WebAudio, so there
 * is no audio file to ship. The AudioContext is created lazily on the first click (browsers
 * only allow sound after a user gesture) and any failure is swallowed: sound is a nicety.
 */
let context: AudioContext | null = null;
let unavailable = false;

export function playClick(): void {
  if (unavailable) return;
  try {
    if (!context) {
      const Ctor = window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
      if (!Ctor) {
        unavailable = true;
        return;
      }
      context = new Ctor();
    }
    if (context.state === "suspended") void context.resume().catch(() => {});
    const now = context.currentTime;
    const osc = context.createOscillator();
    const gain = context.createGain();
    osc.type = "square";
    osc.frequency.setValueAtTime(880, now);
    osc.frequency.exponentialRampToValueAtTime(440, now + 0.06);
    // Quiet and short: a tick, not a beep, even on a tablet at full volume.
    gain.gain.setValueAtTime(0.06, now);
    gain.gain.exponentialRampToValueAtTime(0.0001, now + 0.08);
    osc.connect(gain).connect(context.destination);
    osc.start(now);
    osc.stop(now + 0.09);
  } catch {
    unavailable = true;
  }
}
