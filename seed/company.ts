// The fictitious company the seed content is written for.

export const COMPANY_NAME = 'Asil Yapı Kimyasalları';
export const COMPANY_DOMAIN = 'asilyapikimyasallari.com.tr';
export const COMPANY_FOUNDED = 2007;
