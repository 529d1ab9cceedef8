// The customer centre's phone and e-mail as links (a call on a phone, a mail elsewhere), from the title's brand.
import { unbrokenPhone } from '../../i18n/nb.ts';
import { Email } from './Email.tsx';

interface Props {
  phone: string;
  email: string;
}

export function CustomerCentreLinks({ phone, email }: Props) {
  return (
    <>
      <a href={`tel:${phone.replace(/\s/g, '')}`}>{unbrokenPhone(phone)}</a>,{' '}
      <a href={`mailto:${email}`}>
        <Email address={email} />
      </a>
    </>
  );
}
