import { useEffect } from "react";

const APP_NAME = "方块学堂";

/** Names the browser tab after the page, so a child with many tabs finds the right one. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} - ${APP_NAME}` : `${APP_NAME} BlockQuest`;
  }, [title]);
}
