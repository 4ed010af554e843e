import type { ComponentType } from "react";
import { Link } from "wouter";
import { BookIcon, ChestIcon, DiamondIcon, EmeraldIcon, SignBoardIcon, StarIcon, SwordIcon } from "../../components/icons.tsx";
import { useDocumentTitle } from "../../hooks/useDocumentTitle.ts";
import { ROUTES } from "../../routes.ts";

const FEATURES: { title: string; text: string; Icon: ComponentType<{ size?: number }> }[] = [
  { title: "汉字书写", text: "跟着笔顺一笔一画练字，写对了就能获得经验值。", Icon: SwordIcon },
  { title: "古诗背诵", text: "分段提示、逐句默背，把经典诗词装进脑袋里。", Icon: BookIcon },
  { title: "每日任务", text: "老师或家长发布任务，完成后提交审核，领取奖励。", Icon: SignBoardIcon },
  { title: "错题宝藏库", text: "把写错、读错的字收集起来，反复练习直到掌握。", Icon: ChestIcon },
  { title: "绿宝石与钻石", text: "用学习赚来的宝石，在交易所兑换真实的小奖励。", Icon: EmeraldIcon },
  { title: "游乐园", text: "学累了就去玩几局汉字小游戏，边玩边复习。", Icon: StarIcon },
];

const TESTIMONIALS = [
  { quote: "孩子每天放学主动打开方块学堂做任务，就为了攒绿宝石换周末的公园时间。", who: "三年级学生家长" },
  { quote: "我给班里的孩子布置听写任务，批改和奖励都在一个地方完成，省心多了。", who: "小学语文老师" },
  { quote: "我已经升到第5级了！背古诗的时候感觉像在打怪升级。", who: "四年级玩家" },
];

/** The public landing page (spec §1): hero, features, testimonials, links to register and log in. */
export function LandingPage() {
  useDocumentTitle("");
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <div className="container hero-inner">
          <div className="hero-copy">
            <h1 id="hero-title">在方块世界里学语文</h1>
            <p className="hero-lead">
              方块学堂把识字、写字、背诗变成一场冒险：完成任务、赚取经验、升级、收集宝石。
            </p>
            <div className="hero-actions">
              <Link href={ROUTES.register} className="button-link hero-cta">
                开始冒险（注册）
              </Link>
              <Link href={ROUTES.login} className="button-link secondary">
                我已有账号，登录
              </Link>
            </div>
          </div>
          <div className="hero-art" aria-hidden="true">
            <div className="hero-gems">
              <EmeraldIcon size={72} />
              <DiamondIcon size={80} />
            </div>
            <div className="hero-ground" />
          </div>
        </div>
      </section>

      <section className="container landing-section" aria-labelledby="features-title">
        <h2 id="features-title">你可以在这里做什么</h2>
        <div className="card-grid">
          {FEATURES.map(({ title, text, Icon }) => (
            <article key={title} className="panel feature-card">
              <Icon size={40} />
              <h3>{title}</h3>
              <p>{text}</p>
            </article>
          ))}
        </div>
      </section>

      <section className="container landing-section" aria-labelledby="testimonials-title">
        <h2 id="testimonials-title">大家怎么说</h2>
        <div className="card-grid">
          {TESTIMONIALS.map(({ quote, who }) => (
            <figure key={who} className="panel testimonial">
              <blockquote>“{quote}”</blockquote>
              <figcaption>—— {who}</figcaption>
            </figure>
          ))}
        </div>
      </section>

      <section className="container landing-section landing-cta panel panel-grass">
        <h2>准备好出发了吗？</h2>
        <p>创建账号只需要一分钟。数据保存在你的老师或家长自己的服务器上。</p>
        <div className="hero-actions">
          <Link href={ROUTES.register} className="button-link">
            免费注册
          </Link>
          <Link href={ROUTES.login} className="button-link secondary">
            登录
          </Link>
        </div>
      </section>
    </>
  );
}
