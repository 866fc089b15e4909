import { SolutionPage } from '#views/components/marketing/solution-page';
import { content } from './content';

export default function BusinessOperationsPage() {
  return <SolutionPage content={content} />;
}
