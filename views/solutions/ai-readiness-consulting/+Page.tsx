import { SolutionPage } from '../../components/marketing/solution-page';
import { content } from './content';

export default function ReadinessConsultingPage() {
  return <SolutionPage content={content} />;
}
