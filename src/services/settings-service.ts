import { Setting } from '../models/site-content';
import type { SettingsUpdate } from '../schemas/settings';

interface SettingRow {
  id: number;
  context: string;
  key: string;
  value: unknown;
  updatedAt: Date;
}

function toView(setting: SettingRow) {
  return {
    id: setting.id,
    context: setting.context,
    key: setting.key,
    value: setting.value,
    updatedAt: setting.updatedAt,
  };
}

export async function listSettings(context?: string) {
  // Plain rows: the driver already parses jsonb, and the model's jsonAttributes would parse a
  // saved string again (the string "42" would come back as the number 42).
  const settings: SettingRow[] = await Setting.knexQuery()
    .modify((builder) => {
      if (context) builder.where('context', context);
    })
    .orderBy(['context', 'key']);
  return { settings: settings.map(toView) };
}

export async function saveSettings(update: SettingsUpdate) {
  await Setting.transaction(async (trx) => {
    for (const { context, key, value } of update.settings) {
      await trx('settings')
        .insert({ context, key, value: JSON.stringify(value), updatedAt: new Date() })
        .onConflict(['context', 'key'])
        .merge(['value', 'updatedAt']);
    }
  });
  return listSettings();
}
