import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type FieldValues } from 'react-hook-form';
import { sharedContentKinds, type SharedContentKind } from '#src/schemas/shared';
import { z } from '#src/schemas/zod';
import { Dialog } from '#views/components/ui/dialog';
import { toast } from '#views/components/ui/toast';
import { api } from '../data/api';
import { useApiQuery } from '../data/queries';
import { adminKeys } from '../data/query-keys';
import { Form, FormActions, placeServerErrors, Skeleton, LoadError } from '../kit';
import { cleanValue, fieldSchemaOf } from './field-schema';
import { SchemaFields } from './schema-fields';

/** How each kind of shared content is edited from a block that shows it. */
const sharedText: Record<SharedContentKind, { title: string; note: string; saved: string }> = {
  pricing: {
    title: 'Edit plans',
    note: 'The plans show on every page with pricing: a change here changes them everywhere, once saved.',
    saved: 'Plans saved',
  },
  navigation: {
    title: 'Edit menus',
    note: 'The menus show on every page: a change here changes them everywhere, once saved.',
    saved: 'Menus saved',
  },
};

/** Read and replaced at /api/<kind> (GET /api/pricing, PUT /api/pricing). */
const pathOf = (kind: SharedContentKind) => `/api/${kind}`;

/**
 * Edits content several pages share (the pricing plans) in a form drawn from its schema, as a
 * block's data is. Saving replaces it at once for every page that shows it.
 */
export function SharedContentDialog({
  kind,
  onClose,
  onSaved,
}: {
  kind: SharedContentKind;
  onClose: () => void;
  onSaved: () => void;
}) {
  const current = useApiQuery<FieldValues>(adminKeys.sharedContent.detail(kind), pathOf(kind), {
    staleTime: 0,
  });
  return (
    <Dialog
      title={sharedText[kind].title}
      description={sharedText[kind].note}
      open
      onOpenChange={(open) => !open && onClose()}
      wide
    >
      {current.error ? <LoadError error={current.error} /> : null}
      {current.data ? (
        <SharedContentForm
          kind={kind}
          values={current.data}
          onCancel={onClose}
          onSaved={() => {
            void current.refetch();
            onSaved();
            onClose();
          }}
        />
      ) : current.isPending ? (
        <Skeleton />
      ) : null}
    </Dialog>
  );
}

function SharedContentForm({
  kind,
  values,
  onCancel,
  onSaved,
}: {
  kind: SharedContentKind;
  values: FieldValues;
  onCancel: () => void;
  onSaved: () => void;
}) {
  const { schema } = sharedContentKinds[kind];
  const node = fieldSchemaOf(schema);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<FieldValues>({
    defaultValues: values,
    resolver: zodResolver(
      z.preprocess((input) => cleanValue(node, input), schema) as unknown as z.ZodType<
        unknown,
        FieldValues
      >,
      undefined,
      { raw: true },
    ),
  });
  const onSubmit = form.handleSubmit(async (edited) => {
    setFailure(null);
    try {
      await api.put(pathOf(kind), cleanValue(node, edited));
      toast({ title: sharedText[kind].saved });
      onSaved();
    } catch (error) {
      setFailure(placeServerErrors(error, form.setError, () => true));
    }
  });
  return (
    <Form
      form={form}
      onSubmit={(event) => {
        // The dialog sits inside the page builder in React's tree: its submit is its own.
        event.stopPropagation();
        void onSubmit(event);
      }}
      failure={failure}
    >
      <SchemaFields node={node} name="" />
      <FormActions
        submitLabel="Save"
        busyLabel="Saving..."
        busy={form.formState.isSubmitting}
        onCancel={onCancel}
      />
    </Form>
  );
}
