import * as NavigationMenu from '@radix-ui/react-navigation-menu';
import { useEffect, useRef } from 'react';
import type { MenuLink } from '#src/schemas/shared/navigation';
import { chevron, solutionsTriggerClass } from './solutions-trigger';

/**
 * The header's Solutions dropdown (Radix NavigationMenu: keyboard, Escape and outside clicks).
 * Loaded on the first hover, focus or click of the plain button that stands in for it, which
 * hands over its focus when this takes its place.
 */
export function SolutionsMenu({
  label,
  links,
  open,
  onOpenChange,
  takeFocus,
}: {
  label: string;
  links: MenuLink[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  takeFocus: boolean;
}) {
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (takeFocus) trigger.current?.focus();
  }, [takeFocus]);
  return (
    <NavigationMenu.Root
      // Radix names its <nav> "Main" by default, which would repeat the bar's own landmark name.
      aria-label={label}
      value={open ? 'solutions' : ''}
      onValueChange={(value) => onOpenChange(value === 'solutions')}
      className="relative"
    >
      <NavigationMenu.List className="flex">
        <NavigationMenu.Item value="solutions">
          <NavigationMenu.Trigger ref={trigger} className={solutionsTriggerClass}>
            {label}
            {chevron}
          </NavigationMenu.Trigger>
          <NavigationMenu.Content className="absolute left-0 top-full z-50 mt-3 min-w-64 rounded-lg border border-slate-200 bg-white p-1 shadow-lg">
            <ul aria-label={label}>
              {links.map((link, index) => (
                <li key={index}>
                  <NavigationMenu.Link
                    href={link.href}
                    className="block rounded-md px-3 py-2 text-sm text-slate-800 hover:bg-brand-50 hover:text-brand-800 focus:bg-brand-50 focus:outline-none"
                  >
                    {link.label}
                  </NavigationMenu.Link>
                </li>
              ))}
            </ul>
          </NavigationMenu.Content>
        </NavigationMenu.Item>
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}
