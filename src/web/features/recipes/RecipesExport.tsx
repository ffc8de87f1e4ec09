import { FileExport } from '../../components/transfer/FileExport';
import { exportMessages } from './exportMessages';

/** /recipe-collections' export: every recipe as schema.org JSON-LD. */
export function RecipesExport() {
  return <FileExport path="/recipe-export" fallbackName="recipes.jsonld" texts={exportMessages} />;
}
