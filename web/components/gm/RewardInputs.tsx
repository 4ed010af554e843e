import { TextField } from "../TextField.tsx";
import type { RewardValues } from "./reward-values.ts";

export { parseReward, parseRewards, REWARD_MESSAGE, rewardStrings, type RewardValues } from "./reward-values.ts";

type Props = {
  values: RewardValues;
  onChange: (values: RewardValues) => void;
  errors?: Partial<RewardValues>;
  labels?: { xp: string; emeralds: string; diamonds: string };
};

const LABELS = { xp: "经验值 (XP)", emeralds: "绿宝石", diamonds: "钻石" };

/** XP, emeralds and diamonds side by side: whole numbers, at least 0. */
export function RewardInputs({ values, onChange, errors = {}, labels = LABELS }: Props) {
  const field = (key: keyof RewardValues) => (
    <TextField
      label={labels[key]}
      type="number"
      inputMode="numeric"
      min={0}
      step={1}
      value={values[key]}
      onValueChange={(v) => onChange({ ...values, [key]: v })}
      error={errors[key]}
    />
  );
  return (
    <div className="reward-inputs">
      {field("xp")}
      {field("emeralds")}
      {field("diamonds")}
    </div>
  );
}
