// /mitt-innhold: what the subscription gives access to, by the rules of domain/subscription/content.ts.
import { myContent, type ContentItem, type TitleServices } from '../../domain/subscription/content.ts';
import { mayRegretOrReactivate } from '../../domain/subscription/self-service.ts';
import { nb } from '../../i18n/nb.ts';
import { usePage } from '../shared/use-page.ts';
import { href } from '../../domain/routing/href.ts';

const texts = nb.myContent;

function Item({ item, site }: { item: ContentItem; site: string }) {
  switch (item.kind) {
    case 'articles':
      return <Entry title={texts.articles.title} text={texts.articles.text(site)} />;
    case 'app':
      return <Entry title={texts.app.title} text={texts.app.text} />;
    case 'eAvis':
      return <Entry title={texts.eAvis.title} text={texts.eAvis.text} />;
    case 'paper':
      return item.days === 'weekend' ? <Entry {...texts.paperWeekend} /> : <Entry {...texts.paperEveryDay} />;
    case 'play': {
      const host = new URL(item.url).host;
      return <Entry title={texts.play.title} text={texts.play.text} link={{ href: item.url, label: texts.play.link(host) }} />;
    }
    case 'liveSports':
      return <Entry title={texts.liveSports.title} text={texts.liveSports.text} />;
    case 'familySharing':
      return <Entry title={texts.familySharing.title} text={texts.familySharing.text} link={{ href: href('/familiedeling'), label: texts.familySharing.link }} />;
  }
}

function Entry({ title, text, link }: { title: string; text: string; link?: { href: string; label: string } }) {
  return (
    <li className="card">
      <h2 className="card__title">{title}</h2>
      <p>{text}</p>
      {link && <a href={link.href}>{link.label}</a>}
    </li>
  );
}

export function MyContent({ services }: { services: TitleServices }) {
  const { ready, brand, subscription } = usePage();
  if (!ready || !brand || !subscription) return null;
  const { access, items } = myContent(subscription, services);
  if (access === 'none') {
    return (
      <div className="notice">
        <p>{texts.noAccess}</p>
        {mayRegretOrReactivate(subscription) && <a href={href('/angre-oppsigelse')}>{texts.reactivate}</a>}
      </div>
    );
  }
  return (
    <>
      <p className="card__title">{subscription.planName}</p>
      {access === 'starting' && <p className="notice">{texts.notYet}</p>}
      <ul className="content-list">
        {items.map((item) => (
          <Item key={item.kind} item={item} site={brand.titleDomain} />
        ))}
      </ul>
    </>
  );
}
