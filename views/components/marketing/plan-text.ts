/** A metered rate ("Voice", "$0.20 per minute"), or an allowance with no rate ("Unlimited voice"). */
interface UsageRate {
  label: string;
  rate?: string;
}

/** "Voice: $0.20 per minute" on the plan cards, "Voice $0.20 per minute" in the home summary. */
export const usageText = ({ label, rate }: UsageRate, separator: ': ' | ' ' = ': ') =>
  rate ? `${label}${separator}${rate}` : label;

/** "$299 one-time setup fee" (the home summary drops "fee"), or "Custom setup fee". */
export const setupFeeText = ({ setupFee }: { setupFee?: string | null }, fee = ' fee') =>
  setupFee ? `${setupFee} one-time setup${fee}` : 'Custom setup fee';
