import { createStartHandler, defaultStreamHandler } from '@tanstack/react-start/server'
import { createFetchHandler } from './router'

export default createFetchHandler(createStartHandler(defaultStreamHandler))
