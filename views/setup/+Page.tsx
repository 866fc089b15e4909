import { useData } from 'vike-react/useData';
import { usePageContext } from 'vike-react/usePageContext';
import { setupMessages } from '#src/schemas/setup';
import { AccountCard } from '../components/auth/account-card';
import { SetupForm } from '../components/auth/setup-form';
import type { SetupPageData } from './+data';

const commandLine = 'npm run user:create -- --role admin --username NAME --email EMAIL';

/** The one-time link printed at start-up while the site has no admin (src/services/setup-service.ts). */
export default function SetupPage() {
  const { state } = useData<SetupPageData>();
  const { site, urlParsed } = usePageContext();
  const footer = (
    <>
      On the server you can also run <code className="break-all">{commandLine}</code>
    </>
  );
  if (state === 'invalid') {
    return (
      <AccountCard
        title="Setup link not valid"
        subtitle={setupMessages.invalidLink}
        footer={footer}
      >
        {null}
      </AccountCard>
    );
  }
  return (
    <AccountCard
      title="Create the first admin"
      subtitle={`This account can manage everything on ${site.name}. The link works once.`}
      footer={footer}
    >
      <SetupForm token={urlParsed.search.token ?? ''} />
    </AccountCard>
  );
}
