import { usePageContext } from 'vike-react/usePageContext';
import { DemoLineLink } from '#views/components/marketing/page-hero';
import { SolutionPage } from '#views/components/marketing/solution-page';
import { content } from './content';

export default function VoiceReceptionistsPage() {
  const { site } = usePageContext();
  return (
    <SolutionPage
      content={content}
      heroNote={
        <>
          Hear her for yourself: call our demo line at <DemoLineLink phone={site.phone} />.
        </>
      }
    />
  );
}
