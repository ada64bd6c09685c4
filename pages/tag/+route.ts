// https://vike.dev/route
export default '/t/@slug'
