import { t } from "elysia";

const id = (message: string) => t.String({ minLength: 1, maxLength: 64, error: message });

export const playerQuery = t.Object({ player_id: t.Optional(t.String({ maxLength: 64 })) });

export const unlockBody = t.Object({
  player_id: id("请选择玩家"),
  template_id: id("请选择成就"),
});
