// /mitt-innhold: what the subscription gives access to, by the rules of domain/subscription/content.ts.
import { myContent, type ContentItem, type TitleServices } from '../../domain/subscription/content.ts';
import { mayRegretOrReactivate } from '../../domain/subscription/self-service.ts';
import { standingOf, wayBackOf } from '../../domain/subscription/standing.ts';
import { nb } from '../../i18n/nb.ts';
import { nbMyContent } from '../../i18n/nb/subscription.ts';
import { usePage } from '../shared/use-page.ts';
import { href } from '../../domain/routing/href.ts';

const texts = nbMyContent;

/** Each item's title is a heading below the page's (or the section's, where the list sits in one). */
type Level = 2 | 3;

function Item({ item, site, level }: { item: ContentItem; site: string; level: Level }) {
  switch (item.kind) {
    case 'articles':
      return <EntryCard level={level} title={texts.articles.title} text={texts.articles.text(site)} />;
    case 'app':
      return <EntryCard level={level} title={texts.app.title} text={texts.app.text} />;
    case 'eAvis':
      return <EntryCard level={level} title={texts.eAvis.title} text={texts.eAvis.text} />;
    case 'paper':
      return item.days === 'weekend' ? (
        <EntryCard level={level} {...texts.paperWeekend} />
      ) : (
        <EntryCard level={level} {...texts.paperEveryDay} />
      );
    case 'play': {
      const host = new URL(item.url).host;
      return (
        <EntryCard
          level={level}
          title={texts.play.title}
          text={texts.play.text}
          link={{ href: item.url, label: texts.play.link(host) }}
        />
      );
    }
    case 'liveSports':
      return <EntryCard level={level} title={texts.liveSports.title} text={texts.liveSports.text} />;
    case 'familySharing':
      return item.owner ? (
        <EntryCard
          level={level}
          title={texts.familySharing.title}
          text={texts.familySharing.text}
          link={{ href: href('/familiedeling'), label: texts.familySharing.link }}
        />
      ) : (
        <EntryCard
          level={level}
          title={texts.familySharing.title}
          text={texts.familySharing.memberText}
          link={{ href: href('/familiedeling'), label: texts.familySharing.memberLink }}
        />
      );
  }
}

interface EntryProps {
  title: string;
  text: string;
  link?: { href: string; label: string };
}

function EntryCard({ title, text, link, level }: EntryProps & { level: Level }) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <li className="card">
      <Heading className="card__title">{title}</Heading>
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
        {mayRegretOrReactivate(subscription) && (
          <a href={href('/angre-oppsigelse')}>{nb.wayBack[wayBackOf(standingOf(subscription))]}</a>
        )}
      </div>
    );
  }
  return (
    <>
      <p className="card__title">{subscription.planName}</p>
      {access === 'starting' && <p className="notice">{texts.notYet}</p>}
      <ContentList items={items} site={brand.titleDomain} level={2} />
    </>
  );
}

/** What a subscription gives, one card each (also where a new family member or employee learns what they got). */
export function ContentList({ items, site, level }: { items: ContentItem[]; site: string; level: Level }) {
  return (
    <ul className="content-list">
      {items.map((item) => (
        <Item key={item.kind} item={item} site={site} level={level} />
      ))}
    </ul>
  );
}
