/** Client-side checks with the spec's exact messages (1-core §5); the server checks again. */
export const MESSAGES = {
  name: "姓名至少需要2个字符",
  email: "请输入有效的邮箱地址",
  password: "密码至少需要6个字符",
  passwordMismatch: "两次输入的密码不一致",
  newPasswordMismatch: "两次输入的新密码不一致",
  terms: "您必须同意服务条款和隐私政策",
  loginName: "请输入你的玩家名！",
  loginPassword: "请输入通行暗号！",
  username: "玩家名需为2-20个字符，只能包含字母、数字、下划线或汉字",
  nameOrEmail: "请输入你的玩家名或邮箱",
  resetCode: "请输入重置码",
  image: "请上传有效的图片文件",
} as const;

export const MIN_PASSWORD = 6;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const USERNAME = /^[\p{L}\p{N}_]{2,20}$/u;

export const validName = (name: string) => name.trim().length >= 2;
export const validEmail = (email: string) => EMAIL.test(email.trim());
export const validPassword = (password: string) => password.length >= MIN_PASSWORD;
export const validUsername = (username: string) => USERNAME.test(username.trim());

/** Field → message; an empty object means the form may be sent. */
export type FieldErrors<K extends string> = Partial<Record<K, string>>;
export const hasErrors = (errors: Record<string, string | undefined>) => Object.values(errors).some(Boolean);
