/**
 * The postal code the Vietnamese address form proposes for a province (docs/decisions/0087-price-and-address-styles.md):
 * the province's code in the national postal code table of 2018 (five digits). Since 1 July 2025 a
 * merged province keeps the name of one of the provinces it joined, and that province's code is
 * the one proposed: the code of its centre, which carriers accept for the whole province. The
 * shopper may type a more precise one; nothing is shown when the province is unknown.
 */
const POSTAL_CODES: Record<string, string> = {
  'An Giang': '90000',
  'Bắc Ninh': '16000',
  'Cà Mau': '98000',
  'Cao Bằng': '21000',
  'Đắk Lắk': '63000',
  'Điện Biên': '32000',
  'Đồng Nai': '76000',
  'Đồng Tháp': '81000',
  'Gia Lai': '61000',
  'Hà Tĩnh': '45000',
  'Hưng Yên': '17000',
  'Khánh Hòa': '57000',
  'Lai Châu': '30000',
  'Lâm Đồng': '66000',
  'Lạng Sơn': '25000',
  'Lào Cai': '31000',
  'Nghệ An': '43000',
  'Ninh Bình': '08000',
  'Phú Thọ': '35000',
  'Quảng Ngãi': '53000',
  'Quảng Ninh': '01000',
  'Quảng Trị': '48000',
  'Sơn La': '34000',
  'Tây Ninh': '80000',
  'Thái Nguyên': '24000',
  'Thanh Hóa': '40000',
  'Thành phố Cần Thơ': '94000',
  'Thành phố Đà Nẵng': '50000',
  'Thành phố Hà Nội': '10000',
  'Thành phố Hải Phòng': '04000',
  'Thành phố Hồ Chí Minh': '70000',
  'Thành phố Huế': '49000',
  'Tuyên Quang': '22000',
  'Vĩnh Long': '85000',
};

/** The province's postal code, '' when the province is not on the map. */
export const postalCodeOf = (province: string): string => POSTAL_CODES[province] ?? '';
