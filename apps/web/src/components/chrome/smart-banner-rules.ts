import { deviceFromUserAgent, shouldShowSmartBanner } from '@trybuna/domain';
import { smartBannerDismissals } from './cookies';

export type SmartBannerPlatform = 'ios' | 'android';

/**
 * 000 §4.5 on start: the store the banner points to, or null when it stays hidden (3 or more
 * dismissals, not Android or iOS, or Safari).
 */
export function smartBannerPlatform(
  cookies: string,
  userAgent: string,
): SmartBannerPlatform | null {
  const device = deviceFromUserAgent(userAgent);
  if (!shouldShowSmartBanner(smartBannerDismissals(cookies), device)) return null;
  return device.isIOS ? 'ios' : 'android';
}
