export { OrganizationJsonLd as default } from '../components/seo/organization-json-ld';
