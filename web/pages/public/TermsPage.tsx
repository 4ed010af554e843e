import { Link } from "wouter";
import { useDocumentTitle } from "../../hooks/useDocumentTitle.ts";
import { ROUTES } from "../../routes.ts";

/** /terms: short, plain terms for a self-hosted learning app used by children. */
export default function TermsPage() {
  useDocumentTitle("服务条款");
  return (
    <article className="container panel prose">
      <h1>服务条款</h1>
      <p>
        方块学堂是一款在老师、学校或家长自己的服务器上运行的语文学习软件。本服务器的管理员（下称“GM”）负责它的运行和账号管理。使用本服务即表示你同意以下条款。
      </p>
      <h2>1. 账号</h2>
      <ul>
        <li>未满十四周岁的孩子应在家长或老师的同意和陪伴下使用本服务。</li>
        <li>请保管好你的通行暗号（密码），不要告诉其他同学。忘记时请联系你的GM获取重置码。</li>
        <li>GM可以为孩子创建、修改或停用账号。</li>
      </ul>
      <h2>2. 正常使用</h2>
      <ul>
        <li>本服务只用于学习。请不要上传与学习无关、侵犯他人权利或不适合儿童的内容。</li>
        <li>上传的作业照片和录音只有你本人和你的GM能看到。</li>
        <li>请不要尝试破坏服务器、冒用他人账号或刷取奖励。</li>
      </ul>
      <h2>3. 虚拟奖励</h2>
      <p>经验值、绿宝石和钻石是鼓励学习的游戏积分，没有现金价值，不能买卖。能兑换哪些现实奖励由你的GM决定。</p>
      <h2>4. 内容与责任</h2>
      <p>
        学习内容（字词、诗文等）尽量准确，但可能存在错漏。本软件按“现状”提供，服务器的可用性和数据备份由运行它的GM负责。
      </p>
      <h2>5. 条款变更</h2>
      <p>GM可能在升级软件时更新本条款，更新后继续使用即表示同意新的条款。</p>
      <p>
        另请阅读我们的<Link href={ROUTES.privacy}>隐私政策</Link>。
      </p>
    </article>
  );
}
