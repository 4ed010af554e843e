import { squareNote, withAudio } from "./synth.ts";

/** C5 E5 G5 C6, then a held C6 with a fifth: short, bright, not loud. */
const NOTES: readonly { freq: number; at: number; length: number }[] = [
  { freq: 523.25, at: 0, length: 0.1 },
  { freq: 659.25, at: 0.1, length: 0.1 },
  { freq: 783.99, at: 0.2, length: 0.1 },
  { freq: 1046.5, at: 0.3, length: 0.32 },
  { freq: 1567.98, at: 0.3, length: 0.32 },
];

/** The achievement jingle: a rising square-wave arpeggio. */
export function playJingle(): void {
  withAudio((context) => {
    const start = context.currentTime + 0.02;
    for (const note of NOTES) squareNote(context, { ...note, at: start + note.at, volume: 0.045 });
  });
}
