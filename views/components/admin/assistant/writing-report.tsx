import { writingLimits, type analyzeWriting, type WritingCheck } from '#src/content/writing-checks';
import { toast } from '#views/components/ui/toast';
import { Button, Panel } from '../kit';

type Analysis = ReturnType<typeof analyzeWriting>;

function CheckItem({ check }: { check: WritingCheck }) {
  const ok = check.status === 'pass';
  return (
    <li
      data-testid={`check-${check.id}`}
      className={`rounded-lg border px-4 py-3 ${ok ? 'border-green-200 bg-green-50' : 'border-amber-200 bg-amber-50'}`}
    >
      <p className="font-medium text-slate-900">
        <span aria-hidden="true">{ok ? '✓ ' : '! '}</span>
        {check.label}: <span>{ok ? 'looks good' : 'needs attention'}</span>
      </p>
      <ul className="mt-1 list-disc pl-5 text-sm text-slate-800">
        {check.messages.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    </li>
  );
}

async function copy(label: string, text: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast({ title: `${label} copied` });
  } catch {
    toast({ title: `Could not copy the ${label.toLowerCase()}`, variant: 'destructive' });
  }
}

function Suggestion({ label, text, onUse }: { label: string; text: string; onUse?: () => void }) {
  return (
    <div className="mb-4 last:mb-0">
      <h3 className="text-sm font-semibold text-slate-900">
        {label} <span className="font-normal text-slate-600">({text.length} characters)</span>
      </h3>
      <p
        className="mt-1 rounded-lg bg-slate-50 px-3 py-2 text-slate-800"
        data-testid={`suggested-${label.toLowerCase().replace(/\s+/g, '-')}`}
      >
        {text || 'Add some content to get a suggestion.'}
      </p>
      {text ? (
        <div className="mt-2 flex gap-2">
          <Button variant="secondary" size="sm" onClick={() => void copy(label, text)}>
            Copy {label.toLowerCase()}
          </Button>
          {onUse ? (
            <Button variant="secondary" size="sm" onClick={onUse}>
              Use as description
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

/** What the checks found, and the excerpt and description they suggest. */
export function WritingReport({
  analysis,
  onUseDescription,
}: {
  analysis: Analysis;
  onUseDescription: (description: string) => void;
}) {
  return (
    <div className="space-y-6">
      <Panel title="Report">
        <p className="text-sm text-slate-700" data-testid="reading-time">
          {analysis.wordCount} words ·{' '}
          {analysis.readingMinutes === 0
            ? 'nothing to read yet'
            : `about ${analysis.readingMinutes} min read`}{' '}
          (at {writingLimits.wordsPerMinute} words a minute)
        </p>
        <ul aria-label="Checks" className="mt-4 space-y-3">
          {analysis.checks.map((check) => (
            <CheckItem key={check.id} check={check} />
          ))}
        </ul>
      </Panel>
      <Panel title="Suggestions">
        <Suggestion label="Excerpt" text={analysis.suggestedExcerpt} />
        <Suggestion
          label="Meta description"
          text={analysis.suggestedDescription}
          onUse={() => onUseDescription(analysis.suggestedDescription)}
        />
      </Panel>
    </div>
  );
}
