import { Setting } from '../models/site-content';
import { privateSettingContexts, type SettingsUpdate } from '../schemas/settings';
import { sentFields } from '../schemas/wire/common';
import { settingWire, type SettingListSent } from '../schemas/wire/settings';
import { forgetSavedSiteSettings } from './site-settings-service';

const toView = (setting: Setting) => sentFields(settingWire, setting);

export async function listSettings(context?: string): Promise<SettingListSent> {
  const settings = await Setting.query()
    .whereNotIn('context', privateSettingContexts)
    .modify((builder) => {
      if (context) builder.where('context', context);
    })
    .orderBy(['context', 'key']);
  return { settings: settings.map(toView) };
}

export async function saveSettings(update: SettingsUpdate) {
  await writeSettings(update.settings);
  return listSettings();
}

/** Stores settings in one transaction, then lets the pages read them afresh. */
export async function writeSettings(entries: SettingsUpdate['settings']) {
  await Setting.transaction(async (trx) => {
    for (const { context, key, value } of entries) {
      await trx('settings')
        .insert({ context, key, value: JSON.stringify(value), updatedAt: new Date() })
        .onConflict(['context', 'key'])
        .merge(['value', 'updatedAt']);
    }
  });
  forgetSavedSiteSettings();
}
