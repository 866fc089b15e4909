import { Field, Panel, TextArea } from '../kit';
import { fieldIdOf } from './schema-leaf-fields';
import { ImageField } from './schema-widget-fields';

/** The page's own fields: its title and address, and how search engines and shares show it. */
export function PageFields() {
  return (
    <Panel title="Page">
      <div className="space-y-4">
        <Field name="title" id={fieldIdOf('title')} label="Title" counter={{ max: 300 }} />
        <Field
          name="path"
          id={fieldIdOf('path')}
          label="Address"
          hint="Where the page answers, starting with /: for example /spring-offer. A published page that moves keeps answering at its old address with a redirect."
          autoComplete="off"
          spellCheck={false}
        />
        <fieldset className="rounded-lg border border-slate-200 p-4">
          <legend className="px-1 text-sm font-semibold text-slate-800">Search and sharing</legend>
          <div className="space-y-4">
            <Field
              name="seoTitle"
              id={fieldIdOf('seoTitle')}
              label="Search title (optional)"
              hint="Shown in search results and browser tabs; the page title and the site name when empty."
              counter={{ max: 300 }}
            />
            <TextArea
              name="seoDescription"
              id={fieldIdOf('seoDescription')}
              label="Search description (optional)"
              rows={3}
              counter={{ max: 500 }}
            />
            <ImageField
              node={{}}
              name="seoImage"
              label="Social image (optional)"
              required={false}
            />
          </div>
        </fieldset>
      </div>
    </Panel>
  );
}
