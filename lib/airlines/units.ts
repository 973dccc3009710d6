/** The conversions airline allowances need, by definition: an inch is 2.54 cm, a pound 0.45359237 kg. */
export const CM_PER_INCH = 2.54;
export const KG_PER_LB = 0.45359237;
