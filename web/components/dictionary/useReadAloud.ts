import { useCallback, useEffect, useState } from "react";
import { speak, SPEECH_UNSUPPORTED, speechSupported, stopSpeaking, type SpeakOptions } from "../../lib/speech.ts";

/**
 * Read-aloud with a toggle: `toggle(text)` starts speaking, or stops when already speaking.
 * `unsupported` holds the spec's message after a try on a browser without speech (D16).
 * Leaving the page stops the voice.
 */
export function useReadAloud(options: Omit<SpeakOptions, "onEnd"> = {}) {
  const [speaking, setSpeaking] = useState<string | null>(null);
  const [unsupported, setUnsupported] = useState<string | null>(null);
  const { lang, rate } = options;

  useEffect(() => () => stopSpeaking(), []);

  const toggle = useCallback(
    (text: string, key: string = text) => {
      if (!speechSupported()) return setUnsupported(SPEECH_UNSUPPORTED);
      if (speaking === key) {
        stopSpeaking();
        return setSpeaking(null);
      }
      const started = speak(text, { lang, rate, onEnd: () => setSpeaking((now) => (now === key ? null : now)) });
      if (!started) return setUnsupported(SPEECH_UNSUPPORTED);
      setSpeaking(key);
    },
    [speaking, lang, rate],
  );

  return { speaking, unsupported, toggle };
}
