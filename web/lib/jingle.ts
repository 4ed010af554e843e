/**
 * The achievement jingle: a rising square-wave arpeggio synthesised with WebAudio, the same
 * way as the navigation click (lib/click-sound.ts), so there is no audio file to ship. Browsers
 * allow sound only after a user gesture; before that, or without WebAudio, it stays silent.
 */
let context: AudioContext | null = null;
let unavailable = false;

/** C5 E5 G5 C6, then a held C6 with a fifth: short, bright, not loud. */
const NOTES: readonly { freq: number; at: number; length: number }[] = [
  { freq: 523.25, at: 0, length: 0.1 },
  { freq: 659.25, at: 0.1, length: 0.1 },
  { freq: 783.99, at: 0.2, length: 0.1 },
  { freq: 1046.5, at: 0.3, length: 0.32 },
  { freq: 1567.98, at: 0.3, length: 0.32 },
];

export function playJingle(): void {
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
    const start = context.currentTime + 0.02;
    for (const note of NOTES) {
      const osc = context.createOscillator();
      const gain = context.createGain();
      osc.type = "square";
      osc.frequency.setValueAtTime(note.freq, start + note.at);
      gain.gain.setValueAtTime(0.0001, start);
      gain.gain.setValueAtTime(0.045, start + note.at);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + note.at + note.length);
      osc.connect(gain).connect(context.destination);
      osc.start(start + note.at);
      osc.stop(start + note.at + note.length + 0.02);
    }
  } catch {
    unavailable = true;
  }
}
