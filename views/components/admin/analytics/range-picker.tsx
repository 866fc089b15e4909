import { useId, useState, type FormEvent } from 'react';
import { analyticsRangeSchema, type AnalyticsRange } from '#src/schemas/analytics';
import { fieldControlClass } from '../../ui/field-style';
import { Button, FieldFrame, FormAlert } from '../kit';
import { rangePresets, type ChosenRange, type RangePreset } from './analytics-range';

/** From/to days of a custom range; sent once both make a range the server accepts. */
function CustomRange({
  range,
  onChoose,
}: {
  range: AnalyticsRange;
  onChoose: (range: AnalyticsRange) => void;
}) {
  const id = useId();
  const [days, setDays] = useState(range);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = analyticsRangeSchema.safeParse(days);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Not a range');
    setError(null);
    onChoose(parsed.data);
  };
  return (
    <form onSubmit={submit} aria-label="Custom range" className="flex flex-wrap items-end gap-3">
      {(['from', 'to'] as const).map((end) => (
        <FieldFrame key={end} id={`${id}-${end}`} label={end === 'from' ? 'From' : 'To'}>
          <input
            id={`${id}-${end}`}
            type="date"
            required
            value={days[end]}
            onChange={(event) => setDays({ ...days, [end]: event.target.value })}
            className={`${fieldControlClass(!!error)} bg-white`}
          />
        </FieldFrame>
      ))}
      <Button type="submit" variant="secondary">
        Apply
      </Button>
      {error ? (
        <div className="basis-full">
          <FormAlert message={error} />
        </div>
      ) : null}
    </form>
  );
}

/** The dashboard's period: a preset with one click, or any days from/to. */
export function RangePicker({
  range,
  onPreset,
  onDays,
}: {
  range: ChosenRange;
  onPreset: (preset: RangePreset) => void;
  onDays: (range: AnalyticsRange) => void;
}) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div role="group" aria-label="Period" className="flex flex-wrap gap-2">
        {rangePresets.map((preset) => (
          <Button
            key={preset.id}
            size="sm"
            variant={range.preset === preset.id ? 'primary' : 'secondary'}
            aria-pressed={range.preset === preset.id}
            onClick={() => onPreset(preset.id)}
          >
            {preset.label}
          </Button>
        ))}
      </div>
      {/* A new range in the address starts the form afresh from it. */}
      <CustomRange key={`${range.from}/${range.to}`} range={range} onChoose={onDays} />
      {range.refused ? (
        <div className="basis-full">
          <FormAlert message={`The address's range was not used: ${range.refused}`} />
        </div>
      ) : null}
    </div>
  );
}
