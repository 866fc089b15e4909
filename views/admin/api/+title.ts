import { adminTitle } from '#views/components/admin/admin-title';

export default adminTitle('API reference');
