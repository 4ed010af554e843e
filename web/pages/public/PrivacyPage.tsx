import { Link } from "wouter";
import { useDocumentTitle } from "../../hooks/useDocumentTitle.ts";
import { ROUTES } from "../../routes.ts";

/** /privacy: what is stored, where, and what is never done (no ads, no tracking). */
export default function PrivacyPage() {
  useDocumentTitle("隐私政策");
  return (
    <article className="container panel prose">
      <h1>隐私政策</h1>
      <p>方块学堂为孩子设计，我们尽量少收集信息，并且把信息留在你身边。</p>
      <h2>数据保存在哪里</h2>
      <p>
        所有数据都保存在运行本软件的服务器上，也就是你的老师、学校或家长自己的电脑或服务器。它们不会被发送给方块学堂的开发者或任何第三方。
      </p>
      <h2>我们保存什么</h2>
      <ul>
        <li>账号信息：姓名、玩家名、邮箱、加密后的密码，以及你自愿填写的年级、学校和头像。</li>
        <li>学习记录：任务、经验值、宝石、错题、练习结果，以及你上传的作业照片和录音。</li>
        <li>登录记录：用于保护账号安全（例如防止有人反复猜密码）。</li>
      </ul>
      <h2>我们不做什么</h2>
      <ul>
        <li>没有广告。</li>
        <li>没有跟踪和统计分析脚本，不使用第三方 Cookie。</li>
        <li>不出售、不出租、不共享任何个人信息。</li>
        <li>上传头像和照片前会在你的设备上缩小并重新编码图片，照片里的位置信息会被去掉。</li>
      </ul>
      <h2>谁能看到</h2>
      <p>你自己和管理你的GM（老师或家长）可以看到你的学习数据；其他玩家看不到。</p>
      <h2>修改与删除</h2>
      <p>你可以在“我的资料”里修改个人信息。需要导出或删除数据时，请联系你的GM，他们可以在服务器上直接处理。</p>
      <p>
        另请阅读<Link href={ROUTES.terms}>服务条款</Link>。
      </p>
    </article>
  );
}
