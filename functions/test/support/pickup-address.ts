/** The shop's pickup address in Hồ Chí Minh City, where the carrier suites' parcels leave from. */
export const HCMC = 'Thành phố Hồ Chí Minh';
export const pickupAddress = {
  name: 'Laptop Shop',
  phone: '0901234567',
  address: '12 Lê Lợi',
  province: HCMC,
  ward: 'Phường Sài Gòn',
};
