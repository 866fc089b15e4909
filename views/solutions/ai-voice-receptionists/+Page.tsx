import { usePageContext } from 'vike-react/usePageContext';
import { SolutionPage } from '#views/components/marketing/solution-page';
import { content } from './content';

export default function VoiceReceptionistsPage() {
  const { site } = usePageContext();
  return (
    <SolutionPage
      content={content}
      heroNote={
        <>
          Hear her for yourself: call our demo line at{' '}
          <a
            className="whitespace-nowrap font-semibold text-brand-800 underline"
            href={`tel:${site.phone.replace(/[^\d+]/g, '')}`}
          >
            {site.phone}
          </a>
          .
        </>
      }
    />
  );
}
