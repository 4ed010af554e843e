import { PixelSprite, type Sprite } from "../pixel/PixelSprite.tsx";

/** A blocky trader's face (drawn for BlockQuest): hood, one long brow, a big nose. */
const VILLAGER: Sprite = {
  palette: { h: "#5b3f2b", H: "#7a5630", s: "#c98d5e", S: "#a86a45", b: "#3b2414", w: "#ffffff", g: "#2f9c4a", n: "#b0714a", N: "#8a5232", m: "#6b3a24" },
  rows: [
    "hhhhhhhhhh",
    "hHHHHHHHHh",
    "hssssssssh",
    "hbbbbbbbbh",
    "hswgssgwsh",
    "hsssnnsssh",
    "hSssnnssSh",
    "hsssNNsssh",
    "hsssNNsssh",
    "hSsmmmmsSh",
    "hhSssssShh",
  ],
};

export const VillagerIcon = ({ size = 24 }: { size?: number }) => <PixelSprite sprite={VILLAGER} size={size} />;
