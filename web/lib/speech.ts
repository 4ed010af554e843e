/**
 * Read-aloud through the browser's speech synthesis (D16): zh-CN by default. Where the browser
 * has none, callers show SPEECH_UNSUPPORTED and carry on; nothing here throws.
 */

/** The spec's text for playback speech that the browser does not offer (2-learning-tools §8). */
export const SPEECH_UNSUPPORTED = "您的浏览器不支持语音播放功能";

/** Poem read-aloud rate (spec §9). */
export const POEM_SPEECH_RATE = 0.8;

export type SpeakOptions = { lang?: string; rate?: number; onEnd?: () => void };

export function speechSupported(): boolean {
  return typeof window !== "undefined" && !!window.speechSynthesis && typeof window.SpeechSynthesisUtterance === "function";
}

/** A voice for the language when the browser has one (some default to English otherwise). */
function voiceFor(lang: string): SpeechSynthesisVoice | undefined {
  const voices = window.speechSynthesis.getVoices();
  const prefix = lang.toLowerCase();
  return voices.find((v) => v.lang.toLowerCase() === prefix) ?? voices.find((v) => v.lang.toLowerCase().startsWith(prefix.slice(0, 2)));
}

/**
 * Speaks `text`, cutting off anything still being spoken. Answers false when speech is not
 * available (the caller shows SPEECH_UNSUPPORTED). `onEnd` runs when it finishes, fails or is stopped.
 */
export function speak(text: string, { lang = "zh-CN", rate = 1, onEnd }: SpeakOptions = {}): boolean {
  if (!speechSupported()) return false;
  const synth = window.speechSynthesis;
  synth.cancel();
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.lang = lang;
  utterance.rate = rate;
  const voice = voiceFor(lang);
  if (voice) utterance.voice = voice;
  let ended = false;
  const finish = () => {
    if (ended) return;
    ended = true;
    onEnd?.();
  };
  utterance.onend = finish;
  utterance.onerror = finish;
  current = finish;
  synth.speak(utterance);
  return true;
}

let current: (() => void) | null = null;

/** Stops whatever is being spoken (and tells its speaker it ended). */
export function stopSpeaking(): void {
  if (!speechSupported()) return;
  window.speechSynthesis.cancel();
  const finish = current;
  current = null;
  finish?.();
}
