/** Named pixel icons used across the app; sizes are in CSS pixels. */
import { PixelSprite } from "./pixel/PixelSprite.tsx";
import * as S from "./pixel/sprites.ts";

type IconProps = { size?: number | string; title?: string; className?: string };

export const EmeraldIcon = (p: IconProps) => <PixelSprite sprite={S.EMERALD} {...p} />;
export const DiamondIcon = (p: IconProps) => <PixelSprite sprite={S.DIAMOND} {...p} />;
export const XpOrbIcon = (p: IconProps) => <PixelSprite sprite={S.XP_ORB} {...p} />;
export const GrassBlockIcon = (p: IconProps) => <PixelSprite sprite={S.GRASS_BLOCK} {...p} />;
export const FaceIcon = (p: IconProps) => <PixelSprite sprite={S.FACE} {...p} />;
export const ChecklistIcon = (p: IconProps) => <PixelSprite sprite={S.CHECKLIST} {...p} />;
export const SignBoardIcon = (p: IconProps) => <PixelSprite sprite={S.SIGN_BOARD} {...p} />;
export const SwordIcon = (p: IconProps) => <PixelSprite sprite={S.SWORD} {...p} />;
export const BookIcon = (p: IconProps) => <PixelSprite sprite={S.BOOK} {...p} />;
export const ChestIcon = (p: IconProps) => <PixelSprite sprite={S.CHEST} {...p} />;
export const StarIcon = (p: IconProps) => <PixelSprite sprite={S.STAR} {...p} />;
