import { SolutionPage } from '#views/components/marketing/solution-page';
import { content } from './content';

export default function ConsultingPage() {
  return <SolutionPage content={content} />;
}
