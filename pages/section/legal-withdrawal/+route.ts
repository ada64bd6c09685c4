// https://vike.dev/route
export default '/_section/legal/withdrawal'
