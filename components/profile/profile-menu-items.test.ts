import { describe, expect, it } from 'vitest';
import { isProfileObjectType, selectedMenuKey } from './profile-menu-items';

describe('profile menu selection', () => {
  it.each([
    ['/profile', 'Home'],
    ['/profile/wallet', 'Wallet'],
    ['/profile/wallet/payment/7', 'Wallet'],
    ['/profile/membership', 'Wallet'],
    ['/profile/notes/product', 'Notes'],
    ['/profile/favorites/supplier', 'Favorites'],
    ['/profile/directorder/edit/5', 'DirectOrder'],
    ['/profile/directorderinfo/5', 'DirectOrder'],
    ['/profile/directOrderReport/5', 'DirectOrder'],
    ['/profile/last-visits/product', 'LastVisits'],
    ['/profile/personal-info', 'PersonalInfo'],
  ])('%s selects %s', (path, key) => {
    expect(selectedMenuKey(path)).toBe(key);
  });

  it('accepts only known object types', () => {
    expect(isProfileObjectType('product')).toBe(true);
    expect(isProfileObjectType('wallet')).toBe(false);
  });
});
