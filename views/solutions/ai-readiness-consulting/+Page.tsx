import { SolutionPage } from '#views/components/marketing/solution-page';
import { content } from './content';

export default function ReadinessConsultingPage() {
  return <SolutionPage content={content} />;
}
