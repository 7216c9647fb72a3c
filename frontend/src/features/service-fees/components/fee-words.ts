import {
  FLIGHT_FEE_BASIS,
  HOTEL_FEE_BASIS,
  labelOf,
  optionsOf,
  PRODUCT_TYPE,
  SCREEN_PATHS,
  type Language,
  type LabelledEnum,
  type ServiceFee,
} from '@bo/shared';
import { percentText } from '../../../ui/major-amount';
import { money } from '../../../ui/money';

/** Products other than flights and hotels are charged per ticket or per booking (no 'per segment'). */
const OTHER_FEE_BASIS = FLIGHT_FEE_BASIS.filter((basis) => basis.code !== 1);

/**
 * What a fee basis is called depends on the product (spec section 9): the same stored 0, 1, 2 is
 * per room night, per room, per booking for hotels and per ticket, per segment, per booking for flights.
 */
export const feeBasesOf = (productType: string): LabelledEnum<number> =>
  productType === 'hotel' ? HOTEL_FEE_BASIS : productType === 'flight' ? FLIGHT_FEE_BASIS : OTHER_FEE_BASIS;

/** The fee basis's label for the fee's product, in `language`. */
export const feeBasisLabel = (fee: Pick<ServiceFee, 'productType' | 'feeBasis'>, language: Language) =>
  labelOf(feeBasesOf(fee.productType), fee.feeBasis, language);

/** The fee bases a product offers, as select options (values as text). */
export const feeBasisOptions = (productType: string, language: Language) =>
  optionsOf(feeBasesOf(productType), language).map((option) => ({ value: String(option.value), label: option.label }));

/** A fee's value as the screens show it: 'MYR 10.50' (an amount) or '2.50%' (of cost plus mark-up). */
export const feeValueText = (fee: Pick<ServiceFee, 'basedOn' | 'value' | 'currencyCode'>) =>
  fee.basedOn === 'PERCENTAGE' ? percentText(fee.value) : money(fee.value, fee.currencyCode);

/** Where one fee is edited (`?id=`). */
export const setupPath = (fee: Pick<ServiceFee, 'serviceFeeID'>) =>
  `${SCREEN_PATHS.serviceFeeSetup}?id=${encodeURIComponent(fee.serviceFeeID)}`;

/** A fee's name in a sentence or an actions button: 'Hotel B2B MYR'. */
export const feeName = (fee: Pick<ServiceFee, 'productType' | 'channel' | 'currencyCode'>, language: Language) =>
  `${labelOf(PRODUCT_TYPE, fee.productType, language)} ${fee.channel} ${fee.currencyCode}`;
