/** Where the site says its OpenAPI document is, when it serves none at the well-known paths, and which file says so. */
export interface DeclaredOpenApi {
  url: string;
  declaredBy: string;
}
