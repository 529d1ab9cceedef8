// /deling-akseptert: where a new family member lands after accepting: whose subscription they now share, and
// what it gives them (the same cards as /mitt-innhold).
import { href } from '../../domain/routing/href.ts';
import { myContent, type TitleServices } from '../../domain/subscription/content.ts';
import { nbSharing } from '../../i18n/nb/sharing.ts';
import { ContentList } from '../subscription/MyContent.tsx';
import { BackHome } from '../shared/BackHome.tsx';
import { usePage } from '../shared/use-page.ts';
import { WithFamily } from './WithFamily.tsx';

const text = nbSharing.family.accepted;

export function SharingAccepted({ services }: { services: TitleServices }) {
  const { brand, subscription } = usePage();
  return (
    <WithFamily>
      {(sharing) =>
        sharing.role === 'owner' ? (
          <p className="notice">
            {text.owner} <a href={href('/familiedeling')}>{text.manage}</a>
          </p>
        ) : (
          <>
            <p className="success">{text.shares(sharing.ownerName, sharing.planName)}</p>
            <h2>{text.contentHeading}</h2>
            {brand && subscription && (
              <ContentList items={myContent(subscription, services).items} site={brand.titleDomain} level={3} />
            )}
            <BackHome />
          </>
        )
      }
    </WithFamily>
  );
}
