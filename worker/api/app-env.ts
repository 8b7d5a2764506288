import type { Locale } from '../../app/domain/locale'
import { type Viewer } from '../../app/domain/viewer'
import type { Services } from '../services/context'
import type { PageWrites } from './page-writes'

export interface ApiEnv {
  Bindings: Env
  Variables: { services: Services; locale: Locale; viewer: Viewer; pageWrites: PageWrites }
}
