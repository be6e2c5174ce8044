/**
 * Product and client naming in one place. Wrangler vars PRODUCT_NAME and
 * UTILITY_NAME override the defaults per deployment.
 */
export interface ProductConfig {
  productName: string;
  utilityName: string;
  copyrightYear: number;
}

export const defaultProductConfig: ProductConfig = {
  productName: "Nexo",
  utilityName: "Águas do Estado",
  copyrightYear: 2025,
};

interface ProductVars {
  PRODUCT_NAME?: string;
  UTILITY_NAME?: string;
}

export function productConfigFrom(vars: ProductVars): ProductConfig {
  return {
    ...defaultProductConfig,
    productName: vars.PRODUCT_NAME?.trim() || defaultProductConfig.productName,
    utilityName: vars.UTILITY_NAME?.trim() || defaultProductConfig.utilityName,
  };
}

/** The footer line of the public pages (landing, /auth, 404): one text, one year. */
export function copyrightNotice({
  productName,
  copyrightYear,
}: Pick<ProductConfig, "productName" | "copyrightYear">): string {
  return `© ${copyrightYear} ${productName}. Todos os direitos reservados.`;
}
