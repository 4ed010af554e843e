/**
 * The one WebAudio context behind the game's sounds (navigation click, achievement jingle), all
 * synthesised so there is no audio file to ship. It is created lazily on first use (browsers
 * allow sound only after a user gesture) and any failure is swallowed: sound is a nicety.
 */
let context: AudioContext | null = null;
let unavailable = false;

/** Runs `play` with the shared context; silently does nothing where WebAudio is missing. */
export function withAudio(play: (context: AudioContext) => void): void {
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
    play(context);
  } catch {
    unavailable = true;
  }
}

/** One square-wave note from `at` (context time) for `length` seconds, fading out. */
export function squareNote(context: AudioContext, note: { freq: number; to?: number; at: number; length: number; volume: number }): void {
  const osc = context.createOscillator();
  const gain = context.createGain();
  osc.type = "square";
  osc.frequency.setValueAtTime(note.freq, note.at);
  if (note.to) osc.frequency.exponentialRampToValueAtTime(note.to, note.at + note.length * 0.75);
  gain.gain.setValueAtTime(0.0001, context.currentTime);
  gain.gain.setValueAtTime(note.volume, note.at);
  gain.gain.exponentialRampToValueAtTime(0.0001, note.at + note.length);
  osc.connect(gain).connect(context.destination);
  osc.start(note.at);
  osc.stop(note.at + note.length + 0.02);
}
