// https://vike.dev/route
export default '/help-center/topic/@id'
