import { squareNote, withAudio } from "./synth.ts";

/**
 * The navigation click (spec §2): a short falling square-wave blip. Quiet and short: a tick,
 * not a beep, even on a tablet at full volume.
 */
export function playClick(): void {
  withAudio((context) => squareNote(context, { freq: 880, to: 440, at: context.currentTime, length: 0.08, volume: 0.06 }));
}
