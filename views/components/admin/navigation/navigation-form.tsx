import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { siteFactNames } from '#src/content/site-facts';
import {
  navigationLimits,
  navigationSchema,
  socialIcons,
  type Navigation,
} from '#src/schemas/shared/navigation';
import { adminKeys } from '../data/query-keys';
import { Button, Checkbox, Field, Form, Panel, Select, TextArea, useFormSave } from '../kit';
import { fieldId, LabelAndLink, LinkList } from './link-list';

type NavigationInput = z.input<typeof navigationSchema>;

const blankLink = { label: '', href: '' };
const iconNames: Record<(typeof socialIcons)[number], string> = {
  linkedin: 'LinkedIn',
  facebook: 'Facebook',
  youtube: 'YouTube',
};

/** What a link may be, and the site facts text and links may name. */
function Guide() {
  return (
    <Panel title="Writing links">
      <p className="text-sm text-slate-700">
        A link is a page of the site (<code>/blog</code>), a section of the home page (
        <code>/#why-ai</code>), a web address (<code>https://…</code>), <code>mailto:</code> or{' '}
        <code>tel:</code>. To follow the settings, a label may name a site fact such as{' '}
        <code>{'{phone}'}</code>, and a link may be one of the facts ending in Href.
      </p>
      <details className="mt-3 text-sm text-slate-700">
        <summary className="cursor-pointer font-medium text-slate-800">Site facts</summary>
        <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-[12rem_1fr]">
          {Object.entries(siteFactNames).map(([name, meaning]) => (
            <div key={name} className="contents">
              <dt>
                <code>{`{${name}}`}</code>
              </dt>
              <dd>{meaning}</dd>
            </div>
          ))}
        </dl>
      </details>
    </Panel>
  );
}

function HeaderMenu() {
  return (
    <Panel title="Header menu">
      <LinkList
        name="header.links"
        noun="menu link"
        max={navigationLimits.headerLinks}
        blank={blankLink}
      />
      <fieldset className="mt-6 grid gap-3 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-semibold text-slate-800">Sign-in link</legend>
        <LabelAndLink path="header.signIn" />
      </fieldset>
    </Panel>
  );
}

/** Where the Solutions menu sits: before the first link, or after one of them. */
function MenuPosition() {
  const links = useWatch<NavigationInput, 'header.links'>({ name: 'header.links' });
  const position = useWatch<NavigationInput, 'solutions.position'>({ name: 'solutions.position' });
  const places = links.map((link, index) => `After “${link.label || `menu link ${index + 1}`}”`);
  return (
    <Select
      name="solutions.position"
      id={fieldId('solutions.position')}
      label="Place in the header menu"
      rules={{ valueAsNumber: true }}
    >
      <option value={0}>Before the first menu link</option>
      {places.map((place, index) => (
        <option key={index} value={index + 1}>
          {place}
        </option>
      ))}
      {position > links.length ? <option value={position}>At the end</option> : null}
    </Select>
  );
}

function SolutionFields({ path }: { path: string }) {
  return (
    <>
      <LabelAndLink path={path} />
      <div className="sm:col-span-2">
        <TextArea
          name={`${path}.description`}
          id={fieldId(`${path}.description`)}
          label="Description"
          rows={2}
          hint="Shown where the solutions are listed as cards."
        />
      </div>
      <Checkbox
        name={`${path}.inMenu`}
        id={fieldId(`${path}.inMenu`)}
        label="Listed in the header menu"
      />
    </>
  );
}

function SolutionsMenu() {
  return (
    <Panel title="Solutions menu">
      <div className="mb-4 grid gap-3 sm:grid-cols-2">
        <Field name="solutions.label" id={fieldId('solutions.label')} label="Menu label" />
        <MenuPosition />
      </div>
      <LinkList
        name="solutions.items"
        noun="solution"
        max={navigationLimits.solutions}
        blank={{ ...blankLink, description: '', inMenu: true }}
      >
        {(path) => <SolutionFields path={path} />}
      </LinkList>
    </Panel>
  );
}

function SocialLinkFields({ path }: { path: string }) {
  return (
    <>
      <Select name={`${path}.icon`} id={fieldId(`${path}.icon`)} label="Icon">
        {socialIcons.map((icon) => (
          <option key={icon} value={icon}>
            {iconNames[icon]}
          </option>
        ))}
      </Select>
      <LabelAndLink path={path} />
    </>
  );
}

/** One of the footer's lists, in its own panel; plain label-and-link entries unless `children`. */
function FooterLinks({
  title,
  list,
  noun,
  blank = blankLink,
  children,
}: {
  title: string;
  list: 'quickLinks' | 'contact' | 'social' | 'legal';
  noun: string;
  blank?: Record<string, unknown>;
  children?: (path: string) => ReactNode;
}) {
  return (
    <Panel title={title}>
      <LinkList name={`footer.${list}`} noun={noun} max={navigationLimits[list]} blank={blank}>
        {children}
      </LinkList>
    </Panel>
  );
}

function Footer() {
  return (
    <>
      <FooterLinks title="Footer quick links" list="quickLinks" noun="quick link" />
      <FooterLinks title="Contact lines" list="contact" noun="contact line" />
      <FooterLinks
        title="Social links"
        list="social"
        noun="social link"
        blank={{ ...blankLink, icon: socialIcons[0] }}
      >
        {(path) => <SocialLinkFields path={path} />}
      </FooterLinks>
      <FooterLinks title="Legal links" list="legal" noun="legal link" />
    </>
  );
}

/** The header and footer menus as one form, saved at once. */
export function NavigationForm({ navigation }: { navigation: Navigation }) {
  const form = useForm<NavigationInput, unknown, Navigation>({
    resolver: zodResolver(navigationSchema),
    defaultValues: navigation,
  });
  const { submit, failure } = useFormSave({
    form,
    path: '/api/navigation',
    invalidates: adminKeys.navigation.all,
    saved: (answer: Navigation) => answer,
    done: { title: 'Navigation saved', description: 'Every page shows it now.' },
  });
  const saving = form.formState.isSubmitting;
  return (
    <Form form={form} onSubmit={submit} failure={failure} className="max-w-4xl space-y-6">
      <Guide />
      <HeaderMenu />
      <SolutionsMenu />
      <Footer />
      <div className="flex justify-end">
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving...' : 'Save navigation'}
        </Button>
      </div>
    </Form>
  );
}
